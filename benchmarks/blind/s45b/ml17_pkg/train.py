import torch
import torch.nn.functional as F

from .balance import gradnorm_weights, set_trainable
from .irons import IRONS, SCALE, recipes, stream
from .model import WaffleNet, init_fn
from .optim import build_optimizer


@torch.no_grad()
def nmae(net):
    x, y = recipes(2000, torch.Generator().manual_seed(9))
    out = net(x)
    return {t: F.l1_loss(out[t], y[t]).item() / SCALE[t] for t in IRONS}


def run_stage(net, opt, data, steps, balanced):
    for _ in range(steps):
        x, y = next(data)
        out = net(x)
        per_task = {t: F.mse_loss(out[t], y[t]) for t in IRONS}
        if balanced:
            w = gradnorm_weights(per_task, net.shared_layer)
        else:
            w = {t: 1.0 for t in IRONS}
        total = sum(w[t] * per_task[t] for t in IRONS)
        total.backward()
        opt.step()
    return w


def main():
    torch.manual_seed(0)
    net = WaffleNet(IRONS)
    net.apply(init_fn)
    opt = build_optimizer(net)
    data = stream(64)

    w = run_stage(net, opt, data, steps=350, balanced=True)
    print("stage 1 (joint, balanced) normalised MAE:", {t: round(v, 3) for t, v in nmae(net).items()})
    print("final task weights:", {t: round(float(v), 2) for t, v in w.items()})

    set_trainable(net.trunk, False)
    trunk_before = [p.detach().clone() for p in net.trunk.parameters()]
    run_stage(net, opt, data, steps=150, balanced=False)
    drift = max((p - q).abs().max().item() for p, q in zip(net.trunk.parameters(), trunk_before))
    print("stage 2 (heads only) normalised MAE:   ", {t: round(v, 3) for t, v in nmae(net).items()})
    print(f"trunk drift during stage 2: {drift:.2e}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
