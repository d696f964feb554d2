import torch

from .bulletins import Vocab, make_corpus
from .pointer import PointerGenerator
from .trainer import SummarizationTrainer


def collate(pairs, vocab):
    src = [vocab.ids(s) for s, _ in pairs]
    tgt = [vocab.ids(t) + [vocab.eos_id] for _, t in pairs]
    S, T = max(map(len, src)), max(map(len, tgt))
    src_ids = torch.tensor([s + [vocab.pad_id] * (S - len(s)) for s in src])
    dec_in = torch.tensor([[vocab.bos_id] + t[:-1] + [vocab.pad_id] * (T - len(t)) for t in tgt])
    labels = torch.tensor([t + [-100] * (T - len(t)) for t in tgt])
    return {"src_ids": src_ids, "decoder_input_ids": dec_in, "labels": labels}


def batches(corpus, vocab, size):
    return [collate(corpus[i:i + size], vocab) for i in range(0, len(corpus), size)]


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_corpus, eval_corpus = make_corpus(480, seed=1), make_corpus(96, seed=2)
    vocab = Vocab(train_corpus + eval_corpus)
    model = PointerGenerator(len(vocab), pad_id=vocab.pad_id)
    trainer = SummarizationTrainer(model, batches(train_corpus, vocab, 32), batches(eval_corpus, vocab, 48),
                                   vocab, epochs=6)
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
