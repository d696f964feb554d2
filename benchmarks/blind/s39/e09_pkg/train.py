"""python -m e09_pkg.train"""
import torch

from .constraints import MaxNormConstraint, ReportMaxNorm
from .engine import Engine
from .model import DopplerNet
from .radar import make_dataset


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = make_dataset(512, seed=0), make_dataset(128, seed=1)
    net = DopplerNet()
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    engine = Engine(net, opt, callbacks=[MaxNormConstraint(max_norm=1.0), ReportMaxNorm()])
    engine.run(train, val, epochs=6)


if __name__ == "__main__":
    main()
