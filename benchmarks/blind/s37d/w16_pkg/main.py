import torch

from data import loader
from models import GestureNet
from options import get_options
from solver import Solver


def main():
    opt = get_options()
    torch.manual_seed(opt.seed)
    base = list(range(opt.base_classes))
    new = list(range(opt.base_classes, opt.base_classes + opt.new_classes))

    model = GestureNet(opt.channels, len(base))
    solver = Solver(model, opt)
    solver.fit(loader(base, opt, opt.seed), opt.base_epochs, "base")
    print(f"base accuracy {solver.accuracy(loader(base, opt, opt.seed + 1, shuffle=False)):.3f}")
    solver.save("base.pt")

    # incremental session: add the new gesture classes and keep training
    model.expand_classes(opt.new_classes)
    solver.fit(loader(base + new, opt, opt.seed + 2), opt.inc_epochs, "incremental")
    print(f"all-class accuracy {solver.accuracy(loader(base + new, opt, opt.seed + 3, shuffle=False)):.3f}")
    print(f"new-class accuracy {solver.accuracy(loader(new, opt, opt.seed + 4, shuffle=False)):.3f}")
    solver.save("incremental.pt")


if __name__ == "__main__":
    main()
