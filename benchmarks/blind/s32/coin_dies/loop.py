import itertools

import torch


def batches(x, y, batch_size):
    while True:
        for idx in torch.randperm(x.shape[0]).split(batch_size):
            yield x[idx], y[idx]


def train(model, optimizer, data, tasks, steps, batch_size=64, log_every=200):
    streams = {name: batches(*data[name], batch_size) for name in tasks}
    schedule = itertools.islice(itertools.cycle(tasks), steps)
    running = {name: [] for name in tasks}
    model.train()
    for step, task in enumerate(schedule, start=1):
        x, y = next(streams[task])
        loss = tasks[task]["loss"](model(x, task), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        running[task].append(loss.item())
        if step % log_every == 0:
            means = {k: round(sum(v) / len(v), 3) for k, v in running.items() if v}
            print(f"step {step}: {means}")
            running = {name: [] for name in tasks}


@torch.no_grad()
def scores(model, data, tasks):
    model.eval()
    return {name: round(spec["score"](model(data[name][0], name), data[name][1]), 3)
            for name, spec in tasks.items()}
