"""Embroidery machine logs: recognise the stitch type from the needle path.

Step 1 pretrains an autoencoder on unlabelled needle paths.
Step 2 freezes the encoder and fits a small classifier head on the few labelled ones.
"""
import math

import torch
import torch.nn as nn
import torch.optim as optim
from torch.autograd import Variable

N_POINTS = 16
STITCHES = ["satin", "chain", "cross", "stem", "french_knot"]
use_cuda = torch.cuda.is_available()
torch.manual_seed(17)
torch.set_num_threads(1)


def needle_paths(n, labelled=True):
    """16 (x, y) needle penetrations per sample, flattened to 32 numbers (mm)."""
    kinds = torch.randint(0, len(STITCHES), (n,))
    s = torch.linspace(0, 1, N_POINTS)
    out = torch.zeros(n, N_POINTS, 2)
    for i in range(n):
        k = kinds[i].item()
        size = 1.5 + torch.rand(1).item()
        if k == 0:    # satin: zig-zag across a narrow band
            out[i, :, 0] = s * 6
            out[i, :, 1] = size * (torch.arange(N_POINTS) % 2).float()
        elif k == 1:  # chain: loops advancing forward
            out[i, :, 0] = s * 8 + 0.6 * torch.sin(s * 4 * 2 * math.pi)
            out[i, :, 1] = 0.6 * torch.cos(s * 4 * 2 * math.pi)
        elif k == 2:  # cross: diagonal pairs
            out[i, :, 0] = torch.floor(torch.arange(N_POINTS).float() / 2) * size / 2
            out[i, :, 1] = size * ((torch.arange(N_POINTS) // 2) % 2).float() * (torch.arange(N_POINTS) % 2).float()
        elif k == 3:  # stem: overlapping backstitch along a line
            out[i, :, 0] = s * 7 - 0.8 * (torch.arange(N_POINTS) % 2).float()
            out[i, :, 1] = 0.2 * (torch.arange(N_POINTS) % 2).float()
        else:         # french knot: wraps around one hole
            out[i, :, 0] = 0.3 * torch.cos(s * 6 * 2 * math.pi)
            out[i, :, 1] = 0.3 * torch.sin(s * 6 * 2 * math.pi)
        angle = 2 * math.pi * torch.rand(1).item()
        rot = torch.FloatTensor([[math.cos(angle), -math.sin(angle)], [math.sin(angle), math.cos(angle)]])
        out[i] = out[i].mm(rot) + 0.1 * torch.randn(N_POINTS, 2)
    out = out - out.mean(1, keepdim=True)
    return out.view(n, -1), kinds


unlabelled, _ = needle_paths(1500)
X_lab, Y_lab = needle_paths(100)
X_test, Y_test = needle_paths(400)

encoder = nn.Sequential(nn.Linear(2 * N_POINTS, 64), nn.ReLU(), nn.Linear(64, 16))
decoder = nn.Sequential(nn.Linear(16, 64), nn.ReLU(), nn.Linear(64, 2 * N_POINTS))
if use_cuda:
    encoder.cuda()
    decoder.cuda()


def pretrain(epochs=20, bs=100):
    ae_opt = optim.Adam(list(encoder.parameters()) + list(decoder.parameters()), lr=2e-3)
    for ep in range(epochs):
        perm = torch.randperm(unlabelled.size(0))
        tot = 0.0
        for i in range(0, unlabelled.size(0), bs):
            xb = Variable(unlabelled[perm[i:i + bs]])
            if use_cuda:
                xb = xb.cuda()
            ae_opt.zero_grad()
            rec = ((decoder(encoder(xb)) - xb) ** 2).mean()
            rec.backward()
            ae_opt.step()
            tot += rec.item()
        if ep % 5 == 0 or ep == epochs - 1:
            print("pretrain epoch %2d  reconstruction mse %.4f" % (ep, tot / (unlabelled.size(0) // bs)))


def reconstruction_errors(x):
    with torch.no_grad():
        xb = Variable(x)
        if use_cuda:
            xb = xb.cuda()
        return ((decoder(encoder(xb)) - xb) ** 2).mean(1).cpu()


pretrain()
# the machine also uses the autoencoder to flag paths it has never seen (thread jams, new stitches)
novelty_threshold = reconstruction_errors(unlabelled).sort()[0][int(0.99 * unlabelled.size(0))].item()
print("novelty threshold (99th pct reconstruction error) %.4f" % novelty_threshold)

# keep the pretrained features, only learn the head on the 100 labelled paths
for param in encoder.parameters():
    param.require_grad = False

head = nn.Linear(16, len(STITCHES))
classifier = nn.Sequential(encoder, head)
if use_cuda:
    classifier.cuda()
trainable = filter(lambda p: p.requires_grad, classifier.parameters())
clf_opt = optim.SGD(trainable, lr=0.05, momentum=0.9)
criterion = nn.CrossEntropyLoss()
print("trainable parameters: %d" % sum(p.numel() for p in classifier.parameters() if p.requires_grad))


def test_accuracy():
    classifier.eval()
    with torch.no_grad():
        xb = Variable(X_test)
        if use_cuda:
            xb = xb.cuda()
        pred = classifier(xb).max(1)[1].cpu()
    classifier.train()
    return (pred == Y_test).float().mean().item()


for epoch in range(60):
    perm = torch.randperm(X_lab.size(0))
    for i in range(0, X_lab.size(0), 20):
        idx = perm[i:i + 20]
        xb, yb = Variable(X_lab[idx]), Variable(Y_lab[idx])
        if use_cuda:
            xb, yb = xb.cuda(), yb.cuda()
        clf_opt.zero_grad()
        ce = criterion(classifier(xb), yb)
        ce.backward()
        clf_opt.step()
    if epoch % 10 == 0 or epoch == 59:
        print("finetune epoch %2d  ce %.4f  test acc %.3f" % (epoch, ce.item(), test_accuracy()))

flagged = (reconstruction_errors(X_test) > novelty_threshold).float().mean().item()
print("test paths flagged as unknown by the novelty detector: %.1f%%" % (100 * flagged))
