"""Recognises raw 16 kHz 16-bit mono files (paths on stdin) with the system's pocketsphinx (Debian's libpocketsphinx3,
which ships no command-line tool) under a JSGF grammar; prints one JSON line per file. Used by bench/speech.ts."""
import ctypes, sys, json
ps = ctypes.CDLL('libpocketsphinx.so.3')
sb = ctypes.CDLL('libsphinxbase.so.3')
ps.ps_args.restype = ctypes.c_void_p
sb.cmd_ln_parse_r.restype = ctypes.c_void_p
sb.cmd_ln_parse_r.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int32]
ps.ps_init.restype = ctypes.c_void_p
ps.ps_init.argtypes = [ctypes.c_void_p]
ps.ps_start_utt.argtypes = [ctypes.c_void_p]
ps.ps_end_utt.argtypes = [ctypes.c_void_p]
ps.ps_process_raw.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int]
ps.ps_get_hyp.restype = ctypes.c_char_p
ps.ps_get_hyp.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32)]
model, dic, jsgf = sys.argv[1:4]
args = ['x', '-hmm', model, '-dict', dic, '-jsgf', jsgf, ]
argv = (ctypes.c_char_p * len(args))(*[a.encode() for a in args])
cfg = sb.cmd_ln_parse_r(None, ps.ps_args(), len(args), argv, 1)
dec = ps.ps_init(cfg)
if not dec: sys.exit('pocketsphinx failed to start')
for line in sys.stdin:
    path = line.strip()
    if not path: continue
    data = open(path, 'rb').read()
    ps.ps_start_utt(dec)
    ps.ps_process_raw(dec, data, len(data) // 2, 0, 1)
    ps.ps_end_utt(dec)
    score = ctypes.c_int32()
    hyp = ps.ps_get_hyp(dec, ctypes.byref(score))
    print(json.dumps({'file': path, 'hyp': hyp.decode() if hyp else None}), flush=True)
