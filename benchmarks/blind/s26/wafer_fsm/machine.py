import torch.nn.functional as F
from torch import nn

from .phases import START, TRANSITIONS, Phase


class EpochExhausted(Exception):
    pass


class StepMachine:
    def __init__(self, model, optimizer, clip=2.0):
        self.model = model
        self.optimizer = optimizer
        self.clip = clip
        self.batch = self.loss = None
        self.updates = 0

    def on_fetch(self):
        try:
            self.batch = next(self.source)
        except StopIteration:
            raise EpochExhausted from None

    def on_forward(self):
        maps, labels = self.batch
        self.loss = F.cross_entropy(self.model(maps), labels)

    def on_backward(self):
        self.loss.backward()

    def on_reset(self):
        self.optimizer.zero_grad(set_to_none=True)

    def on_update(self):
        nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.optimizer.step()
        self.updates += 1

    def run_epoch(self, batches):
        self.source = iter(batches)
        phase, losses = START, []
        while True:
            try:
                getattr(self, f"on_{phase.value}")()
            except EpochExhausted:
                return sum(losses) / max(len(losses), 1)
            if phase is Phase.FORWARD:
                losses.append(self.loss.item())
            phase = TRANSITIONS[phase]
