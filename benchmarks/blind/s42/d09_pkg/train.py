"""python -m d09_pkg.train"""
import torch

from . import hooks, model, tank
from .optim import HeavyBall

CONF = dict(seed=0, hours=24 * 90, hidden=(32, 32), lr=0.02, beta=0.9, wd=1e-4, batch=48, epochs=6)


def main(conf=CONF):
    torch.manual_seed(conf["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(conf["seed"])
    x, y = tank.windows(tank.telemetry(gen, conf["hours"]))
    cut = int(0.8 * len(x))
    stats = {"mu": x[:cut].mean(0), "sd": x[:cut].std(0) + 1e-6, "y_sd": y[:cut].std()}
    xs, ys = (x[:cut] - stats["mu"]) / stats["sd"], y[:cut] / stats["y_sd"]

    params = model.init(gen, (x.shape[1], *conf["hidden"], 1))
    opt = HeavyBall(model.leaves(params), conf["lr"], conf["beta"], conf["wd"])
    after_update = [hooks.max_norm(params, 3.0), hooks.reset_grads(opt), hooks.anneal(opt, 80, 0.5)]

    step = 0
    for epoch in range(conf["epochs"]):
        for idx in torch.randperm(cut, generator=gen).split(conf["batch"]):
            sq_err = (model.apply(params, xs[idx]) - ys[idx]).pow(2).mean()
            sq_err.backward()
            opt.apply()
            step += 1
            for hook in after_update:
                hook(step)
        rmse = (model.predict(params, x[cut:], stats) - y[cut:]).pow(2).mean().sqrt()
        persist = y[cut:].pow(2).mean().sqrt()
        print(f"epoch {epoch}: 1-h pH change RMSE {rmse:.4f} (persistence {persist:.4f}), lr {opt.lr:.4f}")


if __name__ == "__main__":
    main()
