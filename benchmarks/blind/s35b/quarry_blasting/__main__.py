import copy

import torch
import torch.nn.functional as F

from .data import FEATURES, OUTCOMES, batches, blasts, new_bench
from .model import BlastNet
from .report import accuracy, per_class_recall, source_predictions
from .tent import adapt_and_predict


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = blasts(2000, seed=121)
    x_new, y_new = blasts(800, seed=122)
    x_new = new_bench(x_new, seed=123)
    model = BlastNet(len(FEATURES), len(OUTCOMES))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=5e-4)
    for epoch in range(6):
        model.train()
        for xb, yb in batches(x_tr, y_tr, 64, seed=epoch):
            loss = F.cross_entropy(model(xb), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    x_src, y_src = blasts(500, seed=124)
    print(f"source-site acc {accuracy(source_predictions(model, x_src), y_src):.3f}")
    before = source_predictions(model, x_new)
    print(f"new bench, no adaptation: acc {accuracy(before, y_new):.3f}",
          per_class_recall(before, y_new, OUTCOMES))
    adapted = copy.deepcopy(model)
    stream = (xb for xb, _ in batches(x_new, y_new, 100))
    after = adapt_and_predict(adapted, stream, lr=1e-3, steps=1)
    print(f"new bench, tent:          acc {accuracy(after, y_new):.3f}",
          per_class_recall(after, y_new, OUTCOMES))


main()
