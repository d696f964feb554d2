import torch
import torch.nn.functional as F

from .anil import adapt_head, task_loss
from .config import cfg
from .model import TopNet
from .taps import luthier_tasks


def evaluate(net, c):
    tasks = luthier_tasks(c, seed=4242)
    errs = []
    for _ in range(c.eval_tasks):
        (xs, ys), (xq, yq) = next(tasks)
        head = adapt_head(net, net.body(xs).detach(), ys, c.inner_steps, c.inner_lr, second_order=False)
        with torch.no_grad():
            errs.append(F.mse_loss(head(net.body(xq)), yq).item())
    return sum(errs) / len(errs)


def main(c=cfg):
    torch.manual_seed(c.seed)
    net = TopNet(c.n_features, c.width)
    meta_opt = torch.optim.AdamW([
        {"params": net.body.parameters(), "lr": c.lr_body},
        {"params": net.head.parameters(), "lr": c.lr_head},
    ])
    tasks = luthier_tasks(c, seed=c.seed)
    for it in range(1, c.meta_iters + 1):
        meta_opt.zero_grad()
        meta = torch.stack([task_loss(net, next(tasks), c) for _ in range(c.meta_batch)]).mean()
        meta.backward()
        meta_opt.step()
        if it % 50 == 0:
            print(f"iter {it:4d}  meta query mse {meta.item():.4f}")
    print(f"episodic query mse after adaptation: {evaluate(net, c):.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
