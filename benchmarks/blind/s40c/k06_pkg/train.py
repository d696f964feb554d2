import numpy as np
import torch

from .solvers import low_fidelity_dataset, high_fidelity_dataset, to_unit
from .builders import build
from .steps import low_fidelity_step, discrepancy_step, rmse_lf, rmse_hf

CFG = {"lf_width": 64, "hf_width": 32, "lf_lr": 2e-3, "hf_lr": 2e-3, "hf_wd": 1e-4,
       "n_lf": 2000, "n_hf": 40, "n_iter": 1500, "batch": 128, "T_scale": 50.0, "T_ref": 80.0}


def tensors(P, T, cfg):
    x = torch.from_numpy(to_unit(P)).float()
    y = torch.from_numpy((T - cfg["T_ref"]) / cfg["T_scale"]).float()
    return x, y


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(11)
    x_lo, y_lo = tensors(*low_fidelity_dataset(CFG["n_lf"], rng), CFG)
    x_hi, y_hi = tensors(*high_fidelity_dataset(CFG["n_hf"], rng), CFG)
    x_lo_te, y_lo_te = tensors(*low_fidelity_dataset(400, rng), CFG)
    x_hi_te, y_hi_te = tensors(*high_fidelity_dataset(100, rng), CFG)
    gap = y_hi_te.std().item()
    print(f"{len(x_lo)} cheap runs, {len(x_hi)} expensive runs; HF outlet spread {gap * CFG['T_scale']:.1f} K")

    models, opts = build(CFG)
    log = {"lf": [], "hf": []}
    for it in range(CFG["n_iter"]):
        idx = torch.randint(0, len(x_lo), (CFG["batch"],))
        log["lf"].append(low_fidelity_step(models, opts, x_lo[idx], y_lo[idx]))
        log["hf"].append(discrepancy_step(models, opts, x_hi, y_hi))
        if it % 300 == 0 or it == CFG["n_iter"] - 1:
            print(f"it {it:5d}  LF emulator test RMSE {rmse_lf(models, x_lo_te, y_lo_te) * CFG['T_scale']:6.3f} K"
                  f"   HF test RMSE {rmse_hf(models, x_hi_te, y_hi_te) * CFG['T_scale']:6.3f} K")

    with torch.no_grad():
        lf_only = torch.sqrt(((models["lf"](x_hi_te) - y_hi_te) ** 2).mean()).item() * CFG["T_scale"]
    print(f"using the LF emulator alone for the HF outlet: RMSE {lf_only:.2f} K")


if __name__ == "__main__":
    main()
