import copy

import torch
import torch.nn.functional as F

from .backbone import SandNet
from .data import towers
from .soup import uniform_soup
from .trainer import Finetuner, evaluate


def pretrain(gen, steps=300):
    net = SandNet()
    x, y = towers(3000, gen, coarse=False)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(steps):
        idx = torch.randint(0, 3000, (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(net(x[idx]), y[idx]).backward()
        opt.step()
    return net


def main():
    torch.manual_seed(12)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(12)
    base = pretrain(gen)
    train_xy = towers(300, gen, coarse=True)
    val_x, val_y = towers(800, gen, coarse=True)
    print("pretrained on coarse sand: time mse %.4f, slump l1 %.4f" % evaluate(base, val_x, val_y))
    base.replace_head(hidden=16)  # shared head init, so the fine-tuned ingredients stay soupable

    ingredients, template = [], None
    for lr in (3e-3, 6e-3, 1e-2):
        model = copy.deepcopy(base)
        tuner = Finetuner(model, train_xy, lr, gen)
        tuner.setup()
        for _ in range(200):
            tuner.step()
        m, a, g_main, g_tot = tuner.log[-1]
        print(f"lr {lr:.0e}: val time mse %.4f, slump l1 %.4f | last |g_main| {g_main:.3f} "
              f"|g_total| {g_tot:.3f}" % tuner.validate(val_x, val_y))
        ingredients.append({k: v.detach().clone() for k, v in model.state_dict().items()})
        template = model

    soup = uniform_soup(template, ingredients)
    print("uniform soup: time mse %.4f, slump l1 %.4f" % evaluate(soup, val_x, val_y))


if __name__ == "__main__":
    main()
