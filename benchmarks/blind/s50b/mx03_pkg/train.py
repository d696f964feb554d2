import torch
import torch.nn.functional as F

from .backbone import SlinkyNet
from .data import staircase_runs
from .trainer import Finetuner


def pretrain(gen):
    net = SlinkyNet()
    x, y = staircase_runs(2000, gen, carpet=0.0)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(250):
        idx = torch.randint(0, 2000, (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(net(x[idx]), y[idx]).backward()
        opt.step()
    return net


def main():
    torch.manual_seed(3)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    net = pretrain(gen)
    tuner = Finetuner(net, staircase_runs(256, gen, carpet=1.0), staircase_runs(512, gen, carpet=1.0))
    tuner.setup()
    print(f"carpeted stairs, zero-shot val mse {tuner.validate():.4f}")
    for epoch in range(6):
        for _ in range(40):
            tuner.step(torch.randint(0, 256, (32,), generator=gen))
        score = tuner.checkpoint_if_best()
        print(f"epoch {epoch} train {sum(tuner.history[-40:]) / 40:.4f} val {score:.4f}")
    best = tuner.restore_best()
    print(f"restored best val {best:.4f} -> {tuner.validate():.4f}")
    for ad in tuner.adapters:
        ad.fold()
    print(f"folded adapters val {tuner.validate():.4f}")
    for ad in tuner.adapters:
        ad.unfold()
    print(f"unfolded adapters val {tuner.validate():.4f}")


if __name__ == "__main__":
    main()
