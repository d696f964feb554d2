import torch
import torch.nn.functional as F

from .backbone import ClingNet
from .data import cling_trials
from .trainer import Finetuner


def pretrain(gen, steps=300):
    net = ClingNet()
    x, y = cling_trials(3000, gen, wallpaper=False)
    opt = torch.optim.AdamW(net.parameters(), lr=2e-3)
    for _ in range(steps):
        idx = torch.randint(0, 3000, (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(net(x[idx]), y[idx]).backward()
        opt.step()
    return net


def main():
    torch.manual_seed(10)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(10)
    net = pretrain(gen)
    val_x, val_y = cling_trials(800, gen, wallpaper=True)
    tuner = Finetuner(net, cling_trials(400, gen, wallpaper=True))
    print(f"adapter params: {tuner.setup()}")
    print(f"wallpaper rmse before: {tuner.validate(val_x, val_y):.4f}")
    for epoch in range(5):
        epoch_total, batches = 0.0, 0
        perm = torch.randperm(400, generator=gen)
        for start in range(0, 400, 25):
            epoch_total += tuner.step(perm[start:start + 25])
            batches += 1
        print(f"epoch {epoch}: train huber {epoch_total / batches:.4f} "
              f"val rmse {tuner.validate(val_x, val_y):.4f}")


if __name__ == "__main__":
    main()
