import torch

from q12_date_seq2seq.step import greedy_decode, train_batch


def train_epoch(batches, encoder, decoder, enc_opt, dec_opt, teacher_forcing):
    encoder.train()
    decoder.train()
    epoch_loss = 0
    for i in torch.randperm(len(batches)).tolist():
        src, tgt = batches[i]
        epoch_loss += train_batch(src, tgt, encoder, decoder, enc_opt, dec_opt,
                                  teacher_forcing)
    return epoch_loss / len(batches)


def exact_match(batches, encoder, decoder, tgt_lang):
    encoder.eval()
    decoder.eval()
    hits = total = 0
    for src, tgt in batches:
        pred = greedy_decode(src, encoder, decoder)
        for p, t in zip(pred.tolist(), tgt.tolist()):
            hits += tgt_lang.decode(p) == tgt_lang.decode(t)
            total += 1
    return hits / total
