from .textcnn import BagOfEmbeddings, TextCNN


def get_model(name, vocab_size, emb_dim, num_classes, pad_idx):
    cls = {"textcnn": TextCNN, "boe": BagOfEmbeddings}[name]
    return cls(vocab_size, emb_dim, num_classes, pad_idx=pad_idx)
