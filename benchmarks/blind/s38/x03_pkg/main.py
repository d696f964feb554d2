import torch

from . import config as config_lib
from .engine import Fitter
from .field import make_field, psnr
from .siren import Siren


def build(cfg, device):
    model = Siren(hidden=cfg["model"]["hidden"], layers=cfg["model"]["layers"],
                  omega_0=cfg["model"]["omega_0"]).to(device)
    opt_cls = getattr(torch.optim, cfg["optim"]["name"])
    optimizer = opt_cls(model.parameters(), lr=cfg["optim"]["lr"],
                        weight_decay=cfg["optim"]["weight_decay"])
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=cfg["sched"]["gamma"])
    return model, optimizer, scheduler


def main(override=None):
    cfg = config_lib.load(override)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    coords, target = make_field(cfg["field"]["resolution"], cfg["field"]["pattern"])
    coords, target = coords.to(device), target.to(device)
    model, optimizer, scheduler = build(cfg, device)
    fitter = Fitter(model, optimizer, scheduler, use_amp=cfg["train"]["amp"], device=device)
    for it in range(1, cfg["train"]["steps"] + 1):
        loss = fitter.step(coords, target)
        if it % cfg["train"]["log_every"] == 0:
            print(f"step {it:4d}  mse {loss:.4f}  psnr {psnr(fitter.reconstruct(coords), target):.2f} dB")


if __name__ == "__main__":
    main()
