"""Tag a hand-keyed Morse stream as dot / dash / gap, streaming over 100-step chunks.

Run:  python -m ly12_pkg.train
"""
import torch
import torch.nn.functional as F

from .helpers import chunks, describe, frame_accuracy
from .keying import key_stream
from .rnn import KeyTagger

torch.manual_seed(0)
torch.set_num_threads(1)

feats, labels = key_stream()
describe("feats", feats)
describe("labels", labels)

tagger = KeyTagger()
opt = torch.optim.Adam(tagger.parameters(), lr=5e-3)
CHUNK = 100

for epoch in range(3):
    h = tagger.initial_state()
    accs = []
    for xb, yb in chunks(feats, labels, CHUNK):
        logits, h = tagger(xb, h)
        ce = F.cross_entropy(logits.reshape(-1, 3), yb.reshape(-1))
        opt.zero_grad()
        ce.backward()
        opt.step()
        accs.append(frame_accuracy(logits, yb))
    print(f"epoch {epoch}: chunks={len(accs)} mean frame acc={sum(accs) / len(accs):.3f}")
