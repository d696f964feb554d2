import torch

from .lexicon import SymbolTable, make_lexicon
from .seq2seq import G2PModel
from .trainer import G2PArguments, G2PTrainer


def tensorize(pairs, graphemes, phonemes):
    src = [graphemes.encode(list(w)) for w, _ in pairs]
    tgt = [phonemes.encode(p, bos=True) for _, p in pairs]
    S, T = max(map(len, src)), max(map(len, tgt))
    pad = lambda rows, n: torch.tensor([r + [0] * (n - len(r)) for r in rows])  # noqa: E731
    tgt = pad(tgt, T)
    return {"input_ids": pad(src, S), "decoder_input_ids": tgt[:, :-1], "labels": tgt[:, 1:]}


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    lexicon = make_lexicon(1400, seed=3)
    graphemes = SymbolTable(ch for w, _ in lexicon for ch in w)
    phonemes = SymbolTable(p for _, ps in lexicon for p in ps)
    train_pairs, dev_pairs = lexicon[::5] + lexicon[1::5] + lexicon[2::5] + lexicon[3::5], lexicon[4::5]
    model = G2PModel(len(graphemes), len(phonemes))
    trainer = G2PTrainer(model, G2PArguments(), tensorize(train_pairs, graphemes, phonemes),
                         tensorize(dev_pairs, graphemes, phonemes))
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
