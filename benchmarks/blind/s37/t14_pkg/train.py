import torch

from . import checkpoint
from .config import get_args
from .nets import build_net
from .trainer import Trainer


def sensor_data(n, in_dim, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, in_dim, generator=g)
    y = torch.sin(x[:, 0]) + 0.5 * x[:, 1] * x[:, 2] + 0.1 * torch.randn(n, generator=g)
    return x, y


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(0)
    x, y = sensor_data(4000, args.in_dim, seed=1)
    x_val, y_val = sensor_data(500, args.in_dim, seed=2)

    seed_model = build_net(args)
    checkpoint.save(seed_model, args.init_from)

    model = build_net(args)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)
    model = checkpoint.restore(args.init_from, args)

    trainer = Trainer(model, optimizer, scheduler)
    for epoch in range(args.epochs):
        tr = trainer.epoch(x, y, args.batch)
        print(f"epoch {epoch}: train {tr:.4f} val {trainer.score(x_val, y_val):.4f}")


if __name__ == "__main__":
    main()
