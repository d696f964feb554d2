import torch
import torch.nn.functional as F

from antenna_beams.array import SECTORS, simulate
from antenna_beams.compress import apply_plan
from antenna_beams.network import DoaNet

CFG = {
    "optimizer": "NAdam",
    "optim_args": {"lr": 2e-3, "weight_decay": 1e-5},
    "epochs": 10,
    "batch": 128,
    "compression": {3: {"body.2": 48, "body.4": 48}, 6: {"body.2": 24, "body.4": 24}},
}


def rmse_deg(net, feats, theta):
    with torch.no_grad():
        probs = net(feats).softmax(dim=1)
    estimate = probs @ SECTORS
    return (estimate - theta).square().mean().sqrt().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr, _ = simulate(6000, seed=11)
    x_te, _, theta_te = simulate(1500, seed=12)

    net = DoaNet()
    opt = getattr(torch.optim, CFG["optimizer"])(net.parameters(), **CFG["optim_args"])
    print(f"untrained rmse {rmse_deg(net, x_te, theta_te):.2f} deg")
    for epoch in range(CFG["epochs"]):
        dropped = apply_plan(net, CFG["compression"], epoch)
        if dropped:
            print("  truncated", {k: round(v, 4) for k, v in dropped.items()})
        net.train()
        order = torch.randperm(len(x_tr))
        running = 0.0
        for i in range(0, len(order), CFG["batch"]):
            idx = order[i:i + CFG["batch"]]
            opt.zero_grad()
            ce = F.cross_entropy(net(x_tr[idx]), y_tr[idx], label_smoothing=0.05)
            ce.backward()
            opt.step()
            running += ce.item() * len(idx)
        print(f"epoch {epoch + 1:2d}  ce {running / len(order):.3f}  rmse {rmse_deg(net, x_te, theta_te):.2f} deg")


if __name__ == "__main__":
    main()
