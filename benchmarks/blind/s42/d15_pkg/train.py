"""python -m d15_pkg.train

Phase 1: three wear conditions. Phase 2: arc burn is added; dead fc units are recycled, the conv
layer is frozen, the head grows by one class and the trainable leaves get a fresh optimizer.
"""
import torch

from . import net, strips
from .optim import fit, make_optimizer
from .surgery import add_classes, freeze, recycle_dead_units

PLAN = {"seed": 0, "lr": 2e-3, "batch": 64, "phase1_epochs": 6, "phase2_epochs": 8}


@torch.no_grad()
def per_class_recall(params, x, y):
    pred = net.apply(params, strips.centre(x)).argmax(1)
    return {strips.CONDITIONS[c]: round((pred[y == c] == c).float().mean().item(), 2) for c in y.unique().tolist()}


def main(plan=PLAN):
    torch.manual_seed(plan["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(plan["seed"])
    x1, y1 = strips.profiles(gen, 200, range(3))
    params = net.init(gen, n_classes=3)
    opt = make_optimizer(params, plan["lr"])
    fit(params, opt, strips.centre(x1), y1, plan["phase1_epochs"], plan["batch"], gen, net.apply)
    print("phase 1 test recall:", per_class_recall(params, *strips.profiles(gen, 100, range(3))))

    x2, y2 = strips.profiles(gen, 200, range(4))
    print("dead fc units recycled:", recycle_dead_units(params, strips.centre(x2), gen))
    params = add_classes(freeze(params, ("conv.",)), 4, gen)
    opt = make_optimizer(params, plan["lr"])
    fit(params, opt, strips.centre(x2), y2, plan["phase2_epochs"], plan["batch"], gen, net.apply)
    print("phase 2 test recall:", per_class_recall(params, *strips.profiles(gen, 100, range(4))))


if __name__ == "__main__":
    main()
