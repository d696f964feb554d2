import torch
import torch.nn.functional as F

from . import optim
from .backbone import KnotModel
from .cords import MATERIALS, pull_tests, workshop_stream


@torch.no_grad()
def report(model, gen):
    out = {}
    for name in model.heads:
        x, y = pull_tests(name, 300, gen)
        out[name] = F.l1_loss(model(x, name), y).item()
    return out


def main(steps=420, batch=32):
    torch.manual_seed(0)
    model = KnotModel(n_in=7, width=48, materials=["cotton", "jute"])
    opt = optim.build(model)
    stream = workshop_stream(batch)

    for step in range(steps):
        material, x, y = next(stream)
        if material not in model.heads:
            head = model.grow(material)
            optim.attach_head(opt, material, head)
            print(f"step {step:3d}: new material {material!r}, groups now {optim.tags(opt)}")
        opt.zero_grad()
        err = F.smooth_l1_loss(model(x, material), y, beta=0.05)
        err.backward()
        opt.step()

    mae = report(model, torch.Generator().manual_seed(7))
    for name in MATERIALS:
        if name in mae:
            print(f"  {name:10s} MAE {mae[name]:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
