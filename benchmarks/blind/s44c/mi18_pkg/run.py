import copy

import numpy as np
import torch
import torch.nn.functional as F
import torch.optim as optim
from torch.autograd import Variable

from .batches import OUTCOMES, cooking_logs
from .classifier import CaramelClassifier, freeze, trainable
from .encoder import CurveEncoder, pretrain_peak

use_cuda = torch.cuda.is_available()
torch.manual_seed(41)
torch.set_num_threads(1)
EPOCHS, BS = 20, 32

pre_curves, _, pre_peaks, _ = cooking_logs(2000, seed=1)
pre_peaks = (pre_peaks - pre_peaks.mean()) / pre_peaks.std()
curves, side, _, outcome = cooking_logs(500, seed=2)
tr, te = slice(0, 400), slice(400, 500)

encoder = CurveEncoder()
if use_cuda:
    encoder.cuda()
pretrain_peak(encoder, pre_curves, pre_peaks, use_cuda=use_cuda)
encoder_before = copy.deepcopy(encoder.state_dict())

model = CaramelClassifier(encoder, side.size(1))
model.replace_head(len(OUTCOMES))
freeze(model.encoder)
if use_cuda:
    model.cuda()
opt = optim.Adam(trainable(model), lr=5e-3)


def batch_vars(idx, part):
    c, s, y = curves[part][idx], side[part][idx], outcome[part][idx]
    if use_cuda:
        c, s, y = c.cuda(), s.cuda(), y.cuda()
    return Variable(c), Variable(s), Variable(y)


def evaluate():
    model.eval()
    c, s, y = batch_vars(torch.arange(100), te)
    probs = F.softmax(model(c, s), 1)
    pred = probs.max(1)[1]
    return pred.data.cpu().numpy(), y.data.cpu().numpy()


print("trainable tensors: %d (head only)" % len(trainable(model)))
for epoch in range(EPOCHS):
    model.train()
    perm = torch.randperm(400)
    tot = 0.0
    for s0 in range(0, 400, BS):
        c, s, y = batch_vars(perm[s0:s0 + BS], tr)
        logits = model(c, s)
        ce = F.cross_entropy(logits, y)
        opt.zero_grad()
        ce.backward()
        opt.step()
        tot += ce.item() * c.size(0)
    if epoch % 4 == 0 or epoch == EPOCHS - 1:
        with torch.no_grad():
            pred, truth = evaluate()
        print("epoch %2d  ce %.4f  test acc %.3f" % (epoch, tot / 400, np.mean(pred == truth)))

with torch.no_grad():
    pred, truth = evaluate()
for k, name in enumerate(OUTCOMES):
    print("  %-13s n=%3d  recall %.2f" % (name, (truth == k).sum(), np.mean(pred[truth == k] == k) if (truth == k).any() else float("nan")))
drift = max((encoder.state_dict()[k] - v).abs().max().item() for k, v in encoder_before.items())
print("encoder drift during fine-tuning: %.1e" % drift)
