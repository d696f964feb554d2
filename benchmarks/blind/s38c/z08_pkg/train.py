import torch
import torch.nn.functional as F

from .logbook import log_step
from .model import CompletionLM
from .opts import parse
from .snippets import build_corpus, sample_batch
from .state import STATE


def train(args):
    torch.manual_seed(0)
    ids, vocab = build_corpus(args)
    model = CompletionLM(args, len(vocab))
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    g = torch.Generator().manual_seed(1)
    for _ in range(args.steps):
        x, y = sample_batch(args, ids, g)
        loss = F.cross_entropy(model(x).flatten(0, 1), y.flatten())
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        opt.step()
        log_step(args, loss)
    return model, vocab


if __name__ == "__main__":
    train(parse())
    print("logged", len(STATE["loss_hist"]), "steps")
