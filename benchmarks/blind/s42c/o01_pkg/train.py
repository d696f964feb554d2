"""Identify k_s and c_s of the test damper.  Run:  python -m o01_pkg.train"""
import time

import torch

from . import config as cfg
from .data import rig_record
from .solver import WindowedFit


def main():
    torch.set_num_threads(1)
    t0 = time.time()
    t, road, acc_meas = rig_record(cfg)
    print(f"rig record: {len(t)} samples, body acc rms {acc_meas.pow(2).mean().sqrt():.3f} m/s^2")

    fit = WindowedFit(cfg, road, acc_meas)
    k0, c0 = fit.physical()
    print(f"start   k_s = {k0:9.1f} N/m   c_s = {c0:7.1f} N s/m")
    for n in range(cfg.PASSES):
        rms = fit.run_pass(n)
        k_s, c_s = fit.physical()
        print(f"pass {n}  k_s = {k_s:9.1f} N/m   c_s = {c_s:7.1f} N s/m   "
              f"window rms {min(rms):.3f}..{max(rms):.3f} m/s^2")

    k_s, c_s = fit.physical()
    err_k = 100 * (k_s - cfg.TRUE["k_s"]) / cfg.TRUE["k_s"]
    err_c = 100 * (c_s - cfg.TRUE["c_s"]) / cfg.TRUE["c_s"]
    print(f"final error: k_s {err_k:+.1f} %, c_s {err_c:+.1f} %   ({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
