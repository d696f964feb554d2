"""python -m d08_pkg.train"""
import torch

from . import radiometer
from .functional import count, init, make_apply
from .layers import RetrievalNet

CFG = {"seed": 0, "n": 8000, "width": 32, "depth": 3, "lr": 3e-3, "batch": 128, "epochs": 5}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x, sm = radiometer.overpasses(gen, cfg["n"])
    xv, smv = radiometer.overpasses(gen, 2000)

    net = RetrievalNet(x.shape[1], cfg["width"], cfg["depth"])
    params = init(net, x)
    apply = make_apply(net)
    optimizer = torch.optim.Adam(params.values(), lr=cfg["lr"])
    print(f"trainable parameters: {count(params)}")

    for epoch in range(cfg["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for chunk in order.split(cfg["batch"]):
            optimizer.zero_grad()
            mse = torch.nn.functional.mse_loss(apply(params, x[chunk]), sm[chunk])
            mse.backward()
            optimizer.step()
        with torch.no_grad():
            rmse = (apply(params, xv) - smv).pow(2).mean().sqrt().item()
        print(f"epoch {epoch}: valid RMSE {rmse:.4f} m3/m3")


if __name__ == "__main__":
    main()
