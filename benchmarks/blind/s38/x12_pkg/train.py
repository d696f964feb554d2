import torch
import torch.nn.functional as F

import prompted  # noqa: F401  (fills the registry)
from optim import build_optimizer
from registry import build

TASKS = {"parity": 2, "majority": 3}


def task_batch(task, n, g):
    ids = torch.randint(1, 4, (n, 12), generator=g)
    if task == "parity":
        y = (ids == 1).sum(1) % 2
    else:
        y = torch.mode(ids, dim=1).values - 1
    return ids, y


def main(steps=40):
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(0)
    model = build("multitask-prompt", tasks=TASKS)
    opt = build_optimizer(model)
    before = [p.detach().clone() for p in model.prompts]
    for step in range(steps):
        task = list(TASKS)[step % len(TASKS)]
        ids, y = task_batch(task, 32, g)
        loss = F.cross_entropy(model(ids, task), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 10 == 9:
            print(f"step {step + 1}  {task:8s} loss {loss.item():.4f}")
    moved = [(p.detach() - b).abs().max().item() for p, b in zip(model.prompts, before)]
    print("max change of each task prompt:", moved)


if __name__ == "__main__":
    main()
