import argparse
import random

import torch
from torch.nn.utils.rnn import pad_sequence

from q12_date_seq2seq.data import PAD, SRC_CHARS, TGT_CHARS, Lang, make_pairs
from q12_date_seq2seq.loop import exact_match, train_epoch
from q12_date_seq2seq.model import AttnDecoderRNN, EncoderRNN


def make_batches(pairs, src_lang, tgt_lang, batch_size):
    batches = []
    for s in range(0, len(pairs), batch_size):
        chunk = pairs[s:s + batch_size]
        src = pad_sequence([torch.tensor(src_lang.encode(a)) for a, _ in chunk],
                           batch_first=True, padding_value=PAD)
        tgt = pad_sequence([torch.tensor(tgt_lang.encode(b)) for _, b in chunk],
                           batch_first=True, padding_value=PAD)
        batches.append((src, tgt))
    return batches


def main():
    parser = argparse.ArgumentParser(description="normalise free-form dates to ISO 8601")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--n-train", type=int, default=1024)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--lr", type=float, default=5e-3)
    parser.add_argument("--teacher-forcing", type=float, default=0.5)
    args = parser.parse_args()
    random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)

    src_lang, tgt_lang = Lang(SRC_CHARS), Lang(TGT_CHARS)
    train = make_batches(make_pairs(args.n_train), src_lang, tgt_lang, args.batch_size)
    test = make_batches(make_pairs(256, seed=1), src_lang, tgt_lang, 128)
    encoder = EncoderRNN(len(src_lang.itos), args.hidden, PAD)
    decoder = AttnDecoderRNN(len(tgt_lang.itos), args.hidden)
    enc_opt = torch.optim.Adam(encoder.parameters(), lr=args.lr)
    dec_opt = torch.optim.Adam(decoder.parameters(), lr=args.lr)

    for epoch in range(args.epochs):
        avg = train_epoch(train, encoder, decoder, enc_opt, dec_opt, args.teacher_forcing)
        acc = exact_match(test, encoder, decoder, tgt_lang)
        print(f"epoch {epoch} avg nll/char {avg:.4f} test exact match {acc:.3f}")


if __name__ == "__main__":
    main()
