import torch

from .corpus import CharCorpus
from .engine import perplexity, run_epoch
from .model import StatefulCharLSTM


def main():
    torch.manual_seed(0)
    corpus = CharCorpus()
    stream = corpus.batchify(bsz=4)
    charlm = StatefulCharLSTM(corpus.vocab_size)
    opt = torch.optim.Adam(charlm.parameters(), lr=3e-3)
    for epoch in range(2):
        nll = run_epoch(charlm, opt, corpus, stream)
        print(f"epoch {epoch} ppl {perplexity(nll):.2f}")


if __name__ == "__main__":
    main()
