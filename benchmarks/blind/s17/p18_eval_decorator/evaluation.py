import torch.nn.functional as F

from guards import frozen_graph
from meters import RunningMean


@frozen_graph
def evaluate(model, batches):
    model.eval()
    ce, acc = RunningMean(), RunningMean()
    for images, labels in batches:
        logits = model(images)
        ce.add(F.cross_entropy(logits, labels), len(labels))
        acc.add((logits.argmax(1) == labels).float().mean(), len(labels))
    model.train()
    return ce.mean, acc.mean
