import torch

from encoders import ENCODERS
from losses import AlignUniform
from trainer import ContrastiveTrainer

config = {
    "encoder": {"name": "conv1d", "args": {"in_ch": 3, "width": 32, "out_dim": 16}},
    "loss": {"w_align": 1.0, "w_unif": 1.0},
    "optim": {"name": "Adam", "lr": 1e-3},
    "epochs": 3,
}


def main(cfg=config):
    torch.manual_seed(0)
    net = ENCODERS[cfg["encoder"]["name"]](**cfg["encoder"]["args"])
    opt = getattr(torch.optim, cfg["optim"]["name"])(net.parameters(), lr=cfg["optim"]["lr"])
    trainer = ContrastiveTrainer(net, AlignUniform(**cfg["loss"]), opt, n=10, bs=32)
    for ep in range(cfg["epochs"]):
        stats = trainer.train_one_epoch(ep)
        print(f"epoch {ep} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
