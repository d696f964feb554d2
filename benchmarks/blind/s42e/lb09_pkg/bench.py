"""Latency benchmark helpers for the roadside inference box."""
import functools
import time

import torch


def timed_inference(fn):
    """Run `fn` in inference mode and print its latency; returns fn's result."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with torch.inference_mode():
            t0 = time.perf_counter()
            out = fn(*args, **kwargs)
            dt = time.perf_counter() - t0
        print(f"[bench] {fn.__name__}: {dt * 1e3:.2f} ms")
        return out
    return wrapper


def warm_then_time(call, warmup=3, repeat=20):
    for _ in range(warmup):
        call()
    t0 = time.perf_counter()
    for _ in range(repeat):
        call()
    return (time.perf_counter() - t0) / repeat
