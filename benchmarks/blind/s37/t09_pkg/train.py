import torch

from . import models  # noqa: F401  (fills the registries)
from .engine import pretrain_epoch, setup

CFG = {
    "backbone": "mlp",
    "backbone_args": {"in_dim": 20, "width": 64, "depth": 3},
    "head": "projection",
    "head_args": {"hidden": 64, "out_dim": 32},
    "lr": 0.05,
    "batch": 128,
    "epochs": 5,
    "temperature": 0.2,
}


def clustered_features(n=2048, dim=20, k=6):
    centers = torch.randn(k, dim) * 2
    return centers[torch.randint(0, k, (n,))] + 0.5 * torch.randn(n, dim)


def main(cfg=CFG):
    torch.manual_seed(0)
    data = clustered_features()
    encoder, projector, optimizer = setup(cfg)
    for epoch in range(cfg["epochs"]):
        loss = pretrain_epoch(encoder, projector, optimizer, data, cfg["batch"], cfg["temperature"])
        print(f"epoch {epoch}: info-nce {loss:.4f}")
    torch.save(encoder.state_dict(), "/tmp/t09_encoder.pt")


if __name__ == "__main__":
    main()
