import torch
import torch.nn as nn

from .callbacks import AccumulateAndStep, LossHistory
from .decode import letter_accuracy
from .model import KeyingDecoder
from .morse import LETTERS, make_batch


class Trainer:
    def __init__(self, model, optimizer, callbacks, accumulate=4):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = callbacks
        self.accumulate = accumulate
        self.ctc = nn.CTCLoss(blank=0, zero_infinity=True)
        self.last_loss = float("nan")

    def fire(self, event, **kwargs):
        for cb in self.callbacks:
            getattr(cb, event)(self, **kwargs)

    def micro_step(self, batch, step):
        x, lengths, targets, target_lengths, _ = batch
        self.model.train()
        log_probs = self.model(x).transpose(0, 1)
        loss = self.ctc(log_probs, targets, self.model.output_lengths(lengths), target_lengths)
        (loss / self.accumulate).backward()
        self.last_loss = loss.item()
        self.fire("on_after_backward", step=step)

    def fit(self, epochs, steps_per_epoch, rng):
        self.fire("on_fit_start")
        step = 0
        for epoch in range(epochs):
            for _ in range(steps_per_epoch):
                self.micro_step(make_batch(16, rng=rng), step)
                step += 1
            self.fire("on_epoch_end", epoch=epoch)


def main():
    torch.manual_seed(0)
    rng = torch.Generator().manual_seed(1)
    model = KeyingDecoder(len(LETTERS))
    history = LossHistory()
    acc = 4
    trainer = Trainer(model, torch.optim.Adam(model.parameters(), lr=3e-3),
                      [AccumulateAndStep(every=acc), history], accumulate=acc)
    trainer.fit(epochs=3, steps_per_epoch=8, rng=rng)
    val = make_batch(64, rng=torch.Generator().manual_seed(99))
    print("ctc per epoch:", [round(v, 3) for v in history.epochs])
    print(f"exact-match on held-out batch: {letter_accuracy(model, val):.3f}")


if __name__ == "__main__":
    main()
