import torch

from .dates import CharTokenizer, sample_pairs
from .model import DateNormalizer
from .trainer import Seq2SeqTrainer, Seq2SeqTrainingArguments


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train_pairs, eval_pairs = sample_pairs(2000, seed=1), sample_pairs(256, seed=2)
    tok = CharTokenizer([s for p in train_pairs for s in p])

    def collate(pairs):
        src = torch.tensor(tok.pad([tok.encode(s) for s, _ in pairs]))
        labels = torch.tensor(tok.pad([tok.encode(t) for _, t in pairs]))
        return {"input_ids": src, "labels": labels.masked_fill(labels == tok.pad_token_id, -100)}

    def compute_metrics(p):
        hyps = [tok.decode(row) for row in p.predictions]
        refs = [tok.decode([i for i in row if i != -100]) for row in p.label_ids]
        return {"exact_match": round(sum(h == r for h, r in zip(hyps, refs)) / len(refs), 4)}

    model = DateNormalizer(len(tok), pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id)
    trainer = Seq2SeqTrainer(model, Seq2SeqTrainingArguments(), train_pairs, eval_pairs, collate, compute_metrics)
    trainer.train()
    sample = collate(eval_pairs[:3])
    with torch.no_grad():
        out = model.generate(sample["input_ids"])
    for (src, _), row in zip(eval_pairs[:3], out.tolist()):
        print(f"  {src!r} -> {tok.decode(row)}")
    return trainer


if __name__ == "__main__":
    main()
