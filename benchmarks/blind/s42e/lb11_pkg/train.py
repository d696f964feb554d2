import torch

from .ema import ShadowWeights
from .meter import StepMeter
from .mix import freezer_runs
from .net import build


def main(epochs=8, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, y = freezer_runs(4096, gen)
    xv, yv = freezer_runs(1024, gen)
    mean, std = y.mean(0), y.std(0)
    net = build(x.shape[1], mean, std)
    opt = torch.optim.AdamW(net.parameters(), lr=5e-3, weight_decay=1e-4, foreach=True)
    shadow = ShadowWeights(net)
    step_fn = torch.compile(net, backend="aot_eager")

    static_x = torch.empty(batch, x.shape[1])
    static_y = torch.empty(batch, 2)
    meter = StepMeter()
    for ep in range(epochs):
        net.train()
        meter.reset()
        order = torch.randperm(x.shape[0], generator=gen)
        for s in range(0, x.shape[0] - batch + 1, batch):
            idx = order[s:s + batch]
            static_x.copy_(x[idx], non_blocking=True)
            static_y.copy_(y[idx], non_blocking=True)
            opt.zero_grad(set_to_none=True)
            pred = step_fn(static_x)
            err = (((pred - static_y) / net.y_scale) ** 2).mean()
            err.backward()
            opt.step()
            shadow.update(net)
            meter.add(err, batch)
        avg, recent, rate = meter.summary()
        with torch.no_grad():
            mae = (shadow.shadow(xv) - yv).abs().mean(0)
        print(f"epoch {ep}: loss {avg:.4f} (last 8: {recent:.4f})  EMA valid MAE overrun "
              f"{mae[0]:.2f} %  draw {mae[1]:.3f} C  {rate:.0f} runs/s")
    shadow.load_into(net)
    net.eval()
    with torch.no_grad():
        mae = (net(xv) - yv).abs().mean(0)
    print(f"deployed (EMA) weights: overrun MAE {mae[0]:.2f} %, draw MAE {mae[1]:.3f} C")


if __name__ == "__main__":
    main()
