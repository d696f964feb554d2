"""Chaffinch syllable classifier with gradient accumulation (4 micro-batches of 16 = 64).

Run:  python -m ly08_pkg.train
"""
import torch
import torch.nn.functional as F

from .cnn import SyllableCNN
from .evaluation import evaluate
from .helpers import Meter, apply_update, shapes
from .syllables import SYLLABLES, make_set

torch.manual_seed(0)
torch.set_num_threads(1)

train_x, train_y = make_set(512, seed=11)
val_x, val_y = make_set(128, seed=12)
shapes("train/val:", train_x, val_x)

cnn = SyllableCNN(len(SYLLABLES))
opt = torch.optim.Adam(cnn.parameters(), lr=3e-3)
ACCUM, MICRO = 4, 16

for epoch in range(3):
    meter = Meter()
    perm = torch.randperm(len(train_y))
    for step, i in enumerate(range(0, len(train_y), MICRO)):
        idx = perm[i:i + MICRO]
        logits = cnn(train_x[idx])
        ce = F.cross_entropy(logits, train_y[idx]) / ACCUM
        ce.backward()
        meter.add(ce.item() * ACCUM, len(idx))
        # TODO (ex. 2): only update every ACCUM micro-batches
        if (step + 1) % ACCUM == 0:
            apply_update(opt)
    with torch.no_grad():
        val_loss, val_acc = evaluate(cnn, val_x, val_y)
    print(f"epoch {epoch}  train {meter.avg:.3f}  val {val_loss:.3f}  acc {val_acc:.3f}")
