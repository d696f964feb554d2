import itertools

import torch

from coroutines import learner, smoothed
from positions import evaluate_positions, random_positions
from valuenet import ValueNet

BATCH, STEPS, LOG_EVERY = 128, 1000, 200


def batches(planes, values, generator):
    while True:
        order = torch.randperm(planes.size(0), generator=generator)
        for rows in order.split(BATCH):
            yield planes[rows], values[rows]


@torch.no_grad()
def sign_agreement(model, planes, values):
    model.eval()
    predicted = model(planes)
    model.train()
    decisive = values.abs() > 0.1
    return (predicted[decisive].sign() == values[decisive].sign()).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    planes = random_positions(6000, generator)
    values = evaluate_positions(planes, generator)
    train, test = (planes[:5000], values[:5000]), (planes[5000:], values[5000:])

    model = ValueNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-5)
    scheduler = torch.optim.lr_scheduler.LinearLR(optimizer, start_factor=0.1, total_iters=200)
    step = learner(model, optimizer, scheduler)
    monitor = smoothed(decay=0.98)

    print(f"test sign agreement before {sign_agreement(model, *test):.3f}")
    for it, batch in enumerate(itertools.islice(batches(*train, generator), STEPS), start=1):
        loss = step.send(batch)
        trend = monitor.send(loss)
        if it % LOG_EVERY == 0:
            print(f"step {it}: smoothed mse {trend.item():.4f} "
                  f"test sign agreement {sign_agreement(model, *test):.3f}")


if __name__ == "__main__":
    main()
