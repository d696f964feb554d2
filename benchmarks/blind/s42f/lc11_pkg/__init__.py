"""Online grocery: 'complete your basket' retrieval with a pre-trained product tower."""
