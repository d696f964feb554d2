"""Chess position evaluation: regress a (squashed) engine score from board planes."""
