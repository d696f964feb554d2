import os
import tempfile

import torch

from . import ckpt
from .calls import stream, synth_calls
from .ema import EMA
from .loop import evaluate, train_steps
from .nets import CallNet


def run(path, total_steps, chunk=40):
    torch.manual_seed(0)
    x, y = synth_calls(256)
    xv, yv = synth_calls(128, seed=1)
    model = CallNet()
    ema = EMA(model, decay=0.95)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.02, momentum=0.9, nesterov=True)
    start, history = ckpt.maybe_resume(path, model, ema, optimizer)
    batches = stream(x, y, 32, torch.Generator().manual_seed(start))
    n = min(chunk, total_steps - start)
    for step, loss in train_steps(model, optimizer, ema, batches, n):
        history.append(loss)
    ckpt.save(path, start + n, model, ema, optimizer, history)
    print(f"steps {start}->{start + n} mean loss {sum(history[-n:]) / n:.4f} "
          f"acc {evaluate(model, xv, yv):.3f} ema acc {evaluate(ema.shadow, xv, yv):.3f}")


if __name__ == "__main__":
    path = os.path.join(tempfile.mkdtemp(), "birds.pt")
    run(path, total_steps=80)      # first job
    run(path, total_steps=80)      # preempted job picks up where it stopped
