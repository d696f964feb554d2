import itertools

import torch
import torch.nn.functional as F

from ecg_accum.accumulate import Accumulator
from ecg_accum.beats import CLASSES, make_beats
from ecg_accum.loaders import beat_loader
from ecg_accum.net import BeatClassifier

COUNTS = (1200, 150, 150, 60)
ACCUMULATE = 4


@torch.no_grad()
def per_class_recall(model, loader):
    model.eval()
    hits = torch.zeros(len(CLASSES))
    totals = torch.zeros(len(CLASSES))
    for x, y in loader:
        pred = model(x).argmax(dim=1)
        totals += torch.bincount(y, minlength=len(CLASSES)).float()
        hits += torch.bincount(y[pred == y], minlength=len(CLASSES)).float()
    model.train()
    return hits / totals


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    signals, labels = make_beats(COUNTS)
    rare = [k for k, y in enumerate(labels) if y != 0]
    common_loader = beat_loader(signals, labels, batch_size=32)
    rare_loader = beat_loader([signals[k] for k in rare], [labels[k] for k in rare], batch_size=8)
    test_loader = beat_loader(*make_beats((300, 40, 40, 20)), batch_size=200, shuffle=False)

    model = BeatClassifier(len(CLASSES))
    optimizer = torch.optim.Adam(model.parameters(), lr=4e-3)
    accumulator = Accumulator(optimizer, model.parameters(), every=ACCUMULATE, max_norm=2.0)
    optimizer.zero_grad(set_to_none=True)
    for epoch in range(8):
        for (x, y), (x_rare, y_rare) in zip(common_loader, itertools.cycle(rare_loader)):
            logits = model(torch.cat([x, x_rare]))
            loss = F.cross_entropy(logits, torch.cat([y, y_rare]))
            accumulator.micro_step(loss)
        accumulator.flush()
        if epoch % 2 == 1:
            recall = per_class_recall(model, test_loader)
            print(f"epoch {epoch}  optimizer steps {accumulator.steps:3d}  recall " +
                  "  ".join(f"{c} {r:.2f}" for c, r in zip(CLASSES, recall.tolist())))


if __name__ == "__main__":
    main()
