import random

import torch

from . import calls, decode
from .init_utils import open_forget_gates
from .network import NoteTranscriber
from .objective import LengthNormalisedCTC

OPTS = {"n_train": 384, "n_val": 64, "batch": 16, "epochs": 8, "lr": 5e-3}


def main(opts=OPTS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_set = calls.recordings(opts["n_train"], seed=1)
    val_set = calls.recordings(opts["n_val"], seed=2)

    transcriber = NoteTranscriber(calls.N_BANDS, len(calls.NOTE_TYPES))
    open_forget_gates(transcriber)
    ctc = LengthNormalisedCTC()
    adam = torch.optim.Adam(transcriber.parameters(), lr=opts["lr"])

    rng = random.Random(0)
    for epoch in range(opts["epochs"]):
        transcriber.train()
        rng.shuffle(train_set)
        worst = 0.0
        for i in range(0, len(train_set), opts["batch"]):
            spec, lens, labels, label_lens = calls.collate(train_set[i:i + opts["batch"]])
            log_probs = transcriber(spec, lens)
            loss, per_bout = ctc(log_probs, lens, labels, label_lens)
            adam.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(transcriber.parameters(), 5.0)
            adam.step()
            worst = max(worst, per_bout.max().item())
        refs = [seq.tolist() for seq in labels.split(label_lens.tolist())]
        train_ner = decode.note_error_rate(decode.best_path(log_probs, lens), refs)

        transcriber.eval()
        with torch.no_grad():
            spec, lens, labels, label_lens = calls.collate(val_set)
            val_lp = transcriber(spec, lens)
        refs = [seq.tolist() for seq in labels.split(label_lens.tolist())]
        val_ner = decode.note_error_rate(decode.best_path(val_lp, lens), refs)
        print(f"epoch {epoch}  ctc/note {loss.item():.3f} (worst bout {worst:.2f})  "
              f"last-batch NER {train_ner:.3f}  val NER {val_ner:.3f}")

    lp0 = decode._to_numpy(val_lp[0, :int(lens[0])])
    names = lambda seq: [calls.NOTE_TYPES[k - 1] for k in seq]
    print("beam :", names(decode.prefix_beam(lp0)))
    print("truth:", names(refs[0]))


if __name__ == "__main__":
    main()
