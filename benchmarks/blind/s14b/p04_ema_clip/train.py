import torch

from cfg import TrainCfg
from model_zoo import MaxNormMLP
from trainer import Trainer


def main():
    torch.manual_seed(0)
    cfg = TrainCfg()
    proj = torch.randn(cfg.in_dim, cfg.n_classes)

    def data_fn(bs):
        x = torch.randn(bs, cfg.in_dim)
        return x, (x @ proj).argmax(dim=1)

    model = MaxNormMLP(cfg.in_dim, cfg.hidden, cfg.n_classes)
    trainer = Trainer(cfg, model)
    trainer.fit(data_fn)
    x, y = data_fn(256)
    trainer.ema.eval()
    with torch.no_grad():
        acc = (trainer.ema(x).argmax(1) == y).float().mean().item()
    print(f"ema acc {acc:.3f}")


if __name__ == "__main__":
    main()
