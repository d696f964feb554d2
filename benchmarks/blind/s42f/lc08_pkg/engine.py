"""One epoch of multi-task training."""
from .impressions import batches
from .objectives import TASKS


def train_epoch(net, opt, data, monitor, cfg):
    net.train()
    sums = {task: 0.0 for task in TASKS}
    n_steps = 0
    for step, batch in enumerate(batches(data, cfg.batch_size)):
        opt.zero_grad()
        logits = net(batch)
        per_task = {task: fn(logits, batch) for task, (fn, _) in TASKS.items()}
        if step % cfg.log_every == 0:
            monitor.shared_grad_norm(per_task["install"], net)
        objective = sum(weight * per_task[task] for task, (_, weight) in TASKS.items())
        objective.backward()
        opt.step()
        for task, value in per_task.items():
            sums[task] += value.item()
        n_steps += 1
    return {task: s / n_steps for task, s in sums.items()}
