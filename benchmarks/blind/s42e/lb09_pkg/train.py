import time

import torch

from .bench import warm_then_time
from .metrics import evaluate, predict_queues
from .model import QueueNet
from .plaza import plaza_snapshots


def main(epochs=5, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, q = plaza_snapshots(4096, gen)
    xv, qv = plaza_snapshots(1024, gen)
    qnet = QueueNet()
    opt = torch.optim.Adam(qnet.parameters(), lr=2e-3, foreach=True)
    for ep in range(epochs):
        qnet.train()
        t0 = time.perf_counter()
        order = torch.randperm(x.shape[0], generator=gen)
        for s in range(0, x.shape[0], batch):
            idx = order[s:s + batch]
            opt.zero_grad(set_to_none=True)
            nll = torch.nn.functional.poisson_nll_loss(qnet(x[idx]), q[idx], log_input=True)
            nll.backward()
            opt.step()
        rate = x.shape[0] / (time.perf_counter() - t0)
        with torch.no_grad():
            dev, mae = evaluate(qnet, xv, qv)
        print(f"epoch {ep}: valid deviance {dev:.3f}  MAE {mae:.2f} veh  {rate:.0f} snapshots/s")

    table = predict_queues(qnet, xv[:4])
    print("predicted queues (4 snapshots x 6 lanes):")
    print(table)
    print("observed:")
    print(qv[:4].numpy())
    with torch.inference_mode():
        lat = warm_then_time(lambda: qnet(xv[:64]))
    print(f"batch-64 latency {lat * 1e3:.3f} ms")


if __name__ == "__main__":
    main()
