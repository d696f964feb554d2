from abc import ABC, abstractmethod

import torch


class Evaluator(ABC):
    name = "metric"

    def __init__(self, batch_size=200):
        self.batch_size = batch_size

    @abstractmethod
    def reset(self):
        ...

    @abstractmethod
    def update(self, logits, labels):
        ...

    @abstractmethod
    def result(self):
        ...

    def run(self, model, images, labels):
        was_training = model.training
        model.eval()
        self.reset()
        for start in range(0, labels.numel(), self.batch_size):
            x = images[start:start + self.batch_size]
            logits = model(x)
            self.update(logits, labels[start:start + self.batch_size])
        model.train(was_training)
        return self.result()


class Accuracy(Evaluator):
    name = "accuracy"

    def reset(self):
        self.correct = 0
        self.total = 0

    def update(self, logits, labels):
        self.correct += (logits.argmax(dim=1) == labels).sum().item()
        self.total += labels.numel()

    def result(self):
        return self.correct / self.total


class DefectRecall(Evaluator):
    """Share of defective patches (any class but 0) flagged as defective."""

    name = "defect recall"

    def reset(self):
        self.flagged = 0
        self.defective = 0

    def update(self, logits, labels):
        p_clean = torch.softmax(logits, dim=1)[:, 0]
        bad = labels != 0
        self.flagged += ((p_clean < 0.5) & bad).sum().item()
        self.defective += bad.sum().item()

    def result(self):
        return self.flagged / max(self.defective, 1)
