from types import SimpleNamespace

import torch

from .callbacks import EarlyStoppingCallback, ProgressCallback
from .model import ReinflectionTransformer
from .morph import MorphTokenizer, make_data
from .trainer import Trainer


def build_collator(tok):
    def collate(rows):
        src = [tok.encode_source(lemma, tags) for lemma, tags, _ in rows]
        tgt = [tok.encode_target(form) for _, _, form in rows]
        S, T = max(map(len, src)), max(map(len, tgt))
        input_ids = torch.tensor([s + [tok.pad_id] * (S - len(s)) for s in src])
        labels = torch.tensor([t + [-100] * (T - len(t)) for t in tgt])
        dec_in = torch.cat([torch.full((len(rows), 1), tok.bos_id), labels[:, :-1].clamp_min(0)], 1)
        return {"input_ids": input_ids, "decoder_input_ids": dec_in, "labels": labels}
    return collate


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rows = make_data(200, seed=0)
    train_rows, eval_rows = rows[:-200], rows[-200:]
    tok = MorphTokenizer()
    args = SimpleNamespace(num_train_epochs=6, batch_size=32, learning_rate=2e-3, warmup_steps=40,
                           max_grad_norm=1.0, gradient_accumulation_steps=1, logging_steps=50, label_smoothing=0.1)
    model = ReinflectionTransformer(len(tok), pad_id=tok.pad_id, bos_id=tok.bos_id)
    trainer = Trainer(model, args, train_rows, eval_rows, tok, build_collator(tok),
                      callbacks=[ProgressCallback(), EarlyStoppingCallback(patience=2)])
    result = trainer.train()
    print(f"done after {result.global_step} updates")
    return trainer, result


if __name__ == "__main__":
    main()
