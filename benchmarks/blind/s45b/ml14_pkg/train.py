import copy

import torch
import torch.nn.functional as F

from .blends import blend_tasks
from .fast import adapt
from .model import ViscosityNet, init_fn
from .reptile import ema_update, reptile_gradients

CONF = {"outer_iters": 150, "meta_batch": 5, "outer_lr": 1e-2, "inner_steps": 5, "inner_lr": 2e-2,
        "ema_decay": 0.9, "eval_tasks": 20}


def episodic_eval(net, conf):
    tasks = blend_tasks(seed=77)
    errs = []
    for _ in range(conf["eval_tasks"]):
        support, (xq, yq) = next(tasks)
        tuned = adapt(net, support, conf["inner_steps"], conf["inner_lr"])
        with torch.no_grad():
            errs.append(F.mse_loss(tuned(xq), yq).item())
    return sum(errs) / len(errs)


def main(conf=CONF):
    torch.manual_seed(0)
    meta = ViscosityNet()
    meta.apply(init_fn)
    ema = copy.deepcopy(meta)
    outer_opt = torch.optim.Adam(meta.parameters(), lr=conf["outer_lr"], betas=(0.0, 0.999))
    tasks = blend_tasks(seed=0)
    print(f"adapted query mse, untrained init: {episodic_eval(meta, conf):.4f}")

    for it in range(1, conf["outer_iters"] + 1):
        adapted = [adapt(meta, next(tasks)[0], conf["inner_steps"], conf["inner_lr"])
                   for _ in range(conf["meta_batch"])]
        outer_opt.zero_grad()
        reptile_gradients(meta, adapted)
        outer_opt.step()
        with torch.no_grad():
            ema_update(ema, meta, conf["ema_decay"])
        if it % 50 == 0:
            print(f"outer {it:4d}  adapted query mse (ema init) {episodic_eval(ema, conf):.4f}")

    print(f"adapted query mse, meta init {episodic_eval(meta, conf):.4f}, ema init {episodic_eval(ema, conf):.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
